// Page object for the detail page's small map of where the room is (issue 35 item 3).
import { expect, type Locator, type Page } from '@playwright/test';

export class DetailMapPage {
  /** The box that holds the map's place from the start; it says whether the map has started. */
  readonly box: Locator;
  /** MapLibre's container, once the map's code has loaded. */
  readonly map: Locator;
  readonly areas: Locator;
  readonly pins: Locator;
  readonly credit: Locator;

  constructor(readonly page: Page) {
    this.box = page.locator('[data-detail-map-box]');
    this.map = page.locator('[data-detail-map]');
    this.areas = this.map.locator('.rr-area');
    this.pins = this.map.locator('.rr-listing');
    this.credit = this.map.locator('.maplibregl-ctrl-attrib');
  }

  /** Opens a listing's page and waits for its heading. */
  async open(id: number | string): Promise<void> {
    await this.page.goto(`/listing/${id}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  }

  /** Scrolls the map into view and waits until it is loaded and every tile in view is drawn. */
  async show(): Promise<void> {
    await this.box.scrollIntoViewIfNeeded();
    await expect(this.map).toHaveAttribute('data-detail-map', 'loaded', { timeout: 30_000 });
    await expect(this.map).toHaveAttribute('data-map-idle', 'true', { timeout: 30_000 });
  }

  /** The map by its accessible name (MapLibre's canvas is a named region). */
  named(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The map's centre as its container states it: longitude, latitude. */
  async centre(): Promise<[number, number]> {
    return ((await this.map.getAttribute('data-center')) ?? '').split(',').map(Number) as [number, number];
  }
}
