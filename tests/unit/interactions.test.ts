import { describe, expect, test } from 'vitest';
import { interactionLatencies, interactionToNextPaint } from '../../scripts/bench/interactions.ts';

describe('a key press as Interaction to Next Paint counts it', () => {
  test('each interaction is its longest event, in the order they came; events of no interaction are left out', () => {
    const entries = [
      { name: 'keyup', duration: 1040, interactionId: 3, startTime: 900 },
      { name: 'keydown', duration: 56, interactionId: 7, startTime: 1000 },
      { name: 'keypress', duration: 56, interactionId: 7, startTime: 1000 },
      { name: 'keyup', duration: 24, interactionId: 7, startTime: 1090 },
      { name: 'pointermove', duration: 200, interactionId: 0, startTime: 1100 },
      { name: 'keydown', duration: 32, interactionId: 9, startTime: 1250 },
      { name: 'keyup', duration: 104, interactionId: 9, startTime: 1330 },
    ];
    expect(interactionLatencies(entries)).toEqual([1040, 56, 104]);
    // From the first measured key on: a key pressed before it is not one of them.
    expect(interactionLatencies(entries, 1000)).toEqual([56, 104]);
    expect(interactionLatencies([])).toEqual([]);
  });

  test('INP is the slowest interaction, leaving out one of the slowest for every 50', () => {
    expect(interactionToNextPaint([40, 120, 88])).toBe(120);
    const fifty = [...Array.from({ length: 48 }, () => 40), 300, 90];
    expect(interactionToNextPaint(fifty)).toBe(90);
    expect(interactionToNextPaint([...fifty.slice(0, 49)])).toBe(300);
    expect(interactionToNextPaint([])).toBeNaN();
  });
});
