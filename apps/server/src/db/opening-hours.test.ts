import { BRAND, formatSlotLabel } from '@freshfold/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../../test/helpers.js';

describe(`the seeded pickup slots and the opening hours the site states (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('every seeded slot lies within the hours stated for its day', async () => {
    const slots = await ctx.database.db
      .selectFrom('pickup_slots')
      .select(['day', 'start_time', 'end_time'])
      .execute();
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const label = `${slot.day} ${slot.start_time}-${slot.end_time}`;
      const hours = BRAND.hours.find((row) =>
        (row.weekdays as readonly string[]).includes(slot.day),
      );
      expect(hours, `${label}: the site states no hours for ${slot.day}`).toBeDefined();
      // HH:MM strings compare as times.
      expect(slot.start_time >= (hours?.opens ?? '99:99'), label).toBe(true);
      expect(slot.end_time <= (hours?.closes ?? '00:00'), label).toBe(true);
    }
  });

  it('shows the hours it checks', () => {
    for (const row of BRAND.hours) {
      expect(row.time).toBe(formatSlotLabel(row.opens, row.closes));
    }
  });
});
