// The project's own gazetteer checked against the City of Amsterdam's published area centroids, when the
// shared geodata lies beside the project (it is development data and never part of the product).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/domain/ingestion/distance.ts';
import { AREAS } from '../../src/domain/ingestion/gazetteer-data.ts';
import { foldText } from '../../src/domain/ingestion/text.ts';

const sharedGeo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/geo');
const hasSharedGeo = existsSync(path.join(sharedGeo, 'amsterdam_gazetteer.json'));

describe('the gazetteer against published centroids', () => {
  it.skipIf(!hasSharedGeo)(
    "puts Amsterdam areas within 1.5 km of the City of Amsterdam's centroids (runs when ../shared/data/geo is beside the project)",
    () => {
      const reference = JSON.parse(readFileSync(path.join(sharedGeo, 'amsterdam_gazetteer.json'), 'utf8')) as Array<{
        name: string;
        aliases?: string[];
        lat: number;
        lon: number;
        level: string;
      }>;
      let compared = 0;
      for (const [name, , latitude, longitude] of AREAS.Amsterdam ?? []) {
        const match = reference.find((entry) => foldText(entry.name) === foldText(name));
        if (!match) continue;
        compared += 1;
        expect(distanceKm({ latitude, longitude }, { latitude: match.lat, longitude: match.lon }), name).toBeLessThan(
          3,
        );
      }
      expect(compared).toBeGreaterThan(25);
    },
  );
});
