/**
 * A note's sections as the shared schema takes them (issue 28): at most 20, each titled (up to 100
 * characters) with whole-second ends, start before end, and none overlapping another; the list comes
 * out sorted by start. The form and the server say the same words, so the messages are checked too.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_SECTIONS, practiceMsg, type Section, sectionsInput } from '../../src/shared/schemas/practice';

const parse = (sections: unknown) => v.safeParse(sectionsInput, { sections });
/** The messages of a refused list, by dot path (`sections`, `sections.0.title`). */
const messages = (sections: unknown) =>
  Object.fromEntries((parse(sections).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

const intro: Section = { title: 'intro groove', start: 0, end: 15 };
const sixStep: Section = { title: 'six-step', start: 32, end: 45 };

describe('sections', () => {
  it('takes an empty list, which clears them', () => {
    expect(parse([])).toMatchObject({ success: true, output: { sections: [] } });
  });

  it('comes out sorted by start, titles trimmed', () => {
    const parsed = parse([sixStep, { ...intro, title: '  intro groove ' }]);
    expect(parsed.output).toEqual({ sections: [intro, sixStep] });
  });

  it('lets one section start where the one before it ends', () => {
    const touching = { title: 'freeze', start: 15, end: 20 };
    expect(parse([intro, touching]).output).toEqual({ sections: [intro, touching] });
  });

  it('refuses sections that overlap, in any order', () => {
    const overlapping = { title: 'freeze', start: 14, end: 20 };
    expect(messages([intro, overlapping])).toEqual({ sections: practiceMsg.sectionsOverlap });
    expect(messages([overlapping, intro])).toEqual({ sections: practiceMsg.sectionsOverlap });
    const inside = { title: 'kick', start: 33, end: 34 };
    expect(messages([sixStep, intro, inside])).toEqual({ sections: practiceMsg.sectionsOverlap });
  });

  it(`takes ${MAX_SECTIONS} sections and refuses ${MAX_SECTIONS + 1}`, () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ title: `part ${i}`, start: i * 10, end: i * 10 + 5 }));
    expect(parse(many(MAX_SECTIONS)).success).toBe(true);
    expect(messages(many(MAX_SECTIONS + 1))).toEqual({ sections: practiceMsg.tooManySections });
  });

  it('needs a title of at most 100 characters', () => {
    expect(parse([{ ...intro, title: 'x'.repeat(100) }]).success).toBe(true);
    expect(messages([{ ...intro, title: 'x'.repeat(101) }])).toEqual({
      'sections.0.title': practiceMsg.sectionTitleTooLong,
    });
    expect(messages([{ ...intro, title: '   ' }])).toEqual({ 'sections.0.title': practiceMsg.sectionTitle });
    expect(parse([{ start: 0, end: 5 }]).success).toBe(false);
  });

  it('needs each section to end after it starts', () => {
    expect(messages([intro, { title: 'still', start: 20, end: 20 }])).toEqual({
      'sections.1': practiceMsg.sectionOrder,
    });
    expect(messages([{ title: 'back', start: 30, end: 10 }])).toEqual({
      'sections.0': practiceMsg.sectionOrder,
    });
  });

  it('takes whole seconds from 0 to 12 hours only', () => {
    expect(parse([{ title: 'end', start: 43_199, end: 43_200 }]).success).toBe(true);
    for (const [start, end] of [
      [0.5, 10],
      [-1, 10],
      [0, 43_201],
      [0, Number.POSITIVE_INFINITY],
      [Number.NaN, 10],
    ] as const) {
      const problems = messages([{ title: 'odd', start, end }]);
      expect(Object.values(problems)).toEqual([practiceMsg.momentInvalid]);
    }
    expect(messages([{ title: 'text', start: '0', end: 10 }])).toEqual({
      'sections.0.start': practiceMsg.momentInvalid,
    });
  });

  it('refuses a list that is no list', () => {
    expect(parse('intro').success).toBe(false);
    expect(v.safeParse(sectionsInput, {}).success).toBe(false);
  });
});
