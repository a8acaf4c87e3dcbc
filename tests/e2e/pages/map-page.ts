// Page object for the map mode of /listings.
import { expect, type Locator, type Page } from '@playwright/test';

export class MapPage {
  readonly region: Locator;
  readonly markers: Locator;
  readonly clusters: Locator;
  readonly listings: Locator;
  readonly areas: Locator;

  constructor(readonly page: Page) {
    // MapLibre's canvas is the labelled region; its container carries the load state and zoom.
    this.region = page.locator('[data-map-loaded]');
    this.markers = page.locator('.rr-cluster, .rr-listing, .rr-area');
    this.clusters = page.locator('.rr-cluster');
    // What stands for listings themselves: street-precise pins, and approximate areas (issue 35).
    this.listings = page.locator('.rr-listing, .rr-area');
    this.areas = page.locator('.rr-area');
  }

  /** Opens /listings straight in map mode; at `view` (where the map was left this session) when given. */
  async open(view?: { longitude: number; latitude: number; zoom: number }): Promise<void> {
    await this.page.addInitScript(
      (stored) => {
        window.sessionStorage.setItem('lastViewMode', 'map');
        if (stored) window.sessionStorage.setItem('mapView', stored);
      },
      view ? JSON.stringify(view) : null,
    );
    await this.page.goto('/listings');
    await expect(this.region).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
  }

  /** Waits until every tile in view is drawn. */
  async idle(): Promise<void> {
    await expect(this.region).toHaveAttribute('data-map-idle', 'true', { timeout: 30_000 });
  }

  /** The map's credit line (MapLibre's attribution control). */
  get credit(): Locator {
    return this.page.locator('.maplibregl-ctrl-attrib');
  }

  async markerSum(): Promise<number> {
    const counts = await this.markers.evaluateAll((elements) =>
      elements.map((element) => Number((element as HTMLElement).dataset.count)),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }

  async zoom(): Promise<number> {
    return Number(await this.region.getAttribute('data-zoom'));
  }

  /** Waits until the markers stand for the zoom the map came to rest at (they follow a frame later). */
  async settle(): Promise<void> {
    await expect
      .poll(async () => {
        const [zoom, markerZoom] = await Promise.all([
          this.region.getAttribute('data-zoom'),
          this.region.getAttribute('data-marker-zoom'),
        ]);
        return zoom !== null && markerZoom !== null && Math.floor(Number(zoom)) === Number(markerZoom);
      })
      .toBe(true);
  }

  /**
   * Activates the first cluster (by `activate`: a click, or focus and Enter) and checks the map zooms in,
   * again while no single listing shows (at most eight times); returns the id of the first listing then.
   */
  async zoomToListings(activate: (cluster: Locator) => Promise<void>): Promise<string | null> {
    await expect(this.clusters.first()).toBeVisible({ timeout: 15_000 });
    await this.zoomIntoACluster(activate);
    for (let step = 0; step < 8 && (await this.listings.count()) === 0; step += 1) {
      await this.zoomIntoACluster(activate);
      await this.settle();
    }
    await this.settle();
    const first = this.listings.first();
    return (
      (await first.getAttribute('data-listing-id')) ??
      (await first.getAttribute('data-listing-ids'))?.split(' ')[0] ??
      null
    );
  }

  /**
   * Opens a listing's preview by its marker (by `activate`: a click, or focus and Enter): a pin opens it at
   * once, an area of several listings lists them first and the listing is chosen there.
   */
  async choose(id: string | null, activate: (target: Locator) => Promise<void> = (target) => target.click()) {
    await activate(this.listing(id));
    const chooser = this.page.getByRole('region', { name: 'Listings in this area' });
    const preview = this.page.getByRole('region', { name: 'Selected listing' });
    await expect(chooser.or(preview)).toBeVisible();
    if (await chooser.isVisible()) await activate(chooser.locator(`button[data-listing-id="${id}"]`));
    await expect(preview).toBeVisible();
  }

  /**
   * Activates a cluster until the map zooms in. The markers are drawn anew as the map settles, so the cluster
   * focused or clicked may be replaced before the key or click lands; then another one is tried.
   */
  private async zoomIntoACluster(activate: (cluster: Locator) => Promise<void>): Promise<void> {
    const before = await this.zoom();
    await expect(async () => {
      await activate(this.clusters.first());
      await expect.poll(() => this.zoom(), { timeout: 3_000 }).toBeGreaterThan(before);
    }).toPass({ timeout: 15_000 });
  }

  /** The marker that shows a listing: its pin, or the approximate area it is somewhere in. */
  listing(id: string | null): Locator {
    return this.page.locator(`.rr-listing[data-listing-id="${id}"], .rr-area[data-listing-ids~="${id}"]`);
  }
}
