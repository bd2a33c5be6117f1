/** @jest-environment jsdom */
import { saveFile, saveIcs } from './saveFile';

describe('saveFile', () => {
  let clicked: { href: string; download: string; attached: boolean }[];
  let revoked: string[];
  beforeEach(() => {
    jest.useFakeTimers();
    clicked = [];
    revoked = [];
    let n = 0;
    URL.createObjectURL = jest.fn(() => `blob:test/${++n}`);
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('clicks an attached link named for the file, removes it, revokes the URL after 10 s', () => {
    saveFile(new Blob(['%PDF'], { type: 'application/pdf' }), 'ZUR-7K3M-Q9.pdf');
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'ZUR-7K3M-Q9.pdf', attached: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    jest.advanceTimersByTime(9_999);
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:test/1']);
  });

  test('saveIcs saves the text as a calendar file', () => {
    saveIcs('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'termin.ics');
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    expect(clicked[0].download).toBe('termin.ics');
  });
});
