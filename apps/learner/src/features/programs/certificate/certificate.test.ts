import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificateFileName, formatCompletionDate, saveBlob, wrapProgramName } from './certificate';

// One unit per character: enough to reason about widths without a canvas, which jsdom lacks.
const measure = (text: string) => text.length;

describe('certificateFileName', () => {
  it('is the program name in upper case with the png extension', () => {
    expect(certificateFileName('Run Meetings People Want to Attend')).toBe('RUN MEETINGS PEOPLE WANT TO ATTEND.png');
  });
});

describe('formatCompletionDate', () => {
  it('writes the date in long US format', () => {
    expect(formatCompletionDate(new Date('2026-12-15T12:00:00Z'))).toBe('December 15, 2026');
  });

  it('reads the date in UTC, not in the local time zone', () => {
    expect(formatCompletionDate(new Date('2026-12-15T23:30:00-05:00'))).toBe('December 16, 2026');
  });
});

describe('wrapProgramName', () => {
  it('keeps a name that fits on one line', () => {
    expect(wrapProgramName('RUN MEETINGS', measure, 20)).toEqual(['RUN MEETINGS']);
  });

  it('splits a wide name into two lines of near-equal width', () => {
    const name = 'CUSTOMER-CENTRIC PROBLEM SOLVING FOR COMPLEX ENTERPRISE ACCOUNTS';
    expect(wrapProgramName(name, measure, 40)).toEqual(['CUSTOMER-CENTRIC PROBLEM SOLVING', 'FOR COMPLEX ENTERPRISE ACCOUNTS']);
  });

  it('leaves a single long word on one line for the caller to shrink', () => {
    expect(wrapProgramName('SUPERCALIFRAGILISTIC', measure, 10)).toEqual(['SUPERCALIFRAGILISTIC']);
  });

  it('collapses stray whitespace', () => {
    expect(wrapProgramName('  RUN   MEETINGS ', measure, 20)).toEqual(['RUN MEETINGS']);
  });
});

describe('saveBlob', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the blob under the given file name and then releases its URL', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });

    saveBlob(new Blob(['png'], { type: 'image/png' }), 'RUN MEETINGS PEOPLE WANT TO ATTEND.png');

    expect(clicked).toEqual([{ download: 'RUN MEETINGS PEOPLE WANT TO ATTEND.png', href: 'blob:certificate' }]);
    expect(document.querySelector('a')).not.toBeInTheDocument();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:certificate');
    vi.useRealTimers();
  });
});
