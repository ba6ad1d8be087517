import { describe, expect, it } from 'vitest';
import { garmentTagCode, planTags, tagCodeIn } from './garment-tags.js';

describe('garment tag codes', () => {
  it('pads the order to 4 digits and the garment to 2, and grows past them', () => {
    expect(garmentTagCode(123, 3)).toBe('FF-0123-03');
    expect(garmentTagCode(7, 12)).toBe('FF-0007-12');
    expect(garmentTagCode(123_456, 104)).toBe('FF-123456-104');
  });

  it('reads a whole code out of a search, in any case, and nothing else', () => {
    expect(tagCodeIn(' ff-0123-03 ')).toBe('FF-0123-03');
    expect(tagCodeIn('FF-123456-104')).toBe('FF-123456-104');
    for (const text of ['FF-123-03', 'FF-0123-3', 'FF-0123', '0123-03', 'XFF-0123-03', 'asha']) {
      expect(tagCodeIn(text), text).toBeNull();
    }
  });
});

describe('planTags', () => {
  const tag = (id: number, orderItemId: number, seq: number) => ({ id, orderItemId, seq });

  it('tags every garment of untagged lines, numbering them on', () => {
    expect(
      planTags(
        [
          { orderItemId: 10, quantity: 2 },
          { orderItemId: 11, quantity: 1 },
        ],
        [],
        0,
      ),
    ).toEqual({
      issue: [
        { orderItemId: 10, seq: 1 },
        { orderItemId: 10, seq: 2 },
        { orderItemId: 11, seq: 3 },
      ],
      retire: [],
      lastSeq: 3,
    });
  });

  it('keeps the oldest tags of a line, retires the newest past its quantity and those of lines gone', () => {
    const active = [tag(1, 10, 1), tag(2, 10, 2), tag(4, 10, 4), tag(3, 11, 3)];
    expect(planTags([{ orderItemId: 10, quantity: 1 }], active, 4)).toEqual({
      issue: [],
      retire: [3, 2, 4],
      lastSeq: 4,
    });
  });

  it('never issues a number again, even one whose tag was retired', () => {
    const plan = planTags(
      [
        { orderItemId: 10, quantity: 2 },
        { orderItemId: 12, quantity: 1 },
      ],
      [tag(1, 10, 1)],
      6,
    );
    expect(plan.issue).toEqual([
      { orderItemId: 10, seq: 7 },
      { orderItemId: 12, seq: 8 },
    ]);
    expect(plan.lastSeq).toBe(8);
  });

  it('changes nothing when every garment has its tag', () => {
    expect(planTags([{ orderItemId: 10, quantity: 2 }], [tag(2, 10, 2), tag(1, 10, 1)], 2)).toEqual(
      { issue: [], retire: [], lastSeq: 2 },
    );
  });
});
