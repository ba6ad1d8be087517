import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRecord, csvStream } from './csv.js';

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('CSV (RFC 4180)', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvRecord(['Asha', 120.5, 0, null, 'Koramangala'])).toBe(
      'Asha,120.5,0,,Koramangala\r\n',
    );
  });

  it.each([
    // A comma, a quote, CR or LF: quoted, its quotes doubled.
    ['Rao, Jr.', '"Rao, Jr."'],
    ['6" hem', '"6"" hem"'],
    ['line one\nline two', '"line one\nline two"'],
    ['a\r\nb', '"a\r\nb"'],
    ['"', '""""'],
    // Text a spreadsheet would run as a formula: a leading quote (an = further in is kept).
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+91 98765', "'+91 98765"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', '"\'\rcmd"'],
    ['a=b', 'a=b'],
  ])('writes the text %j as the field %j', (text, field) => {
    expect(csvField(text)).toBe(field);
  });

  it('writes a negative number as a number, not as text to escape', () => {
    expect(csvField(-250.75)).toBe('-250.75');
    expect(csvRecord([-1, '-1'])).toBe("-1,'-1\r\n");
  });

  it('keeps Indian scripts and the rupee sign as UTF-8', () => {
    expect(csvField('₹1,20,000 — ಬೆಂಗಳೂರು')).toBe('"₹1,20,000 — ಬೆಂಗಳೂರು"');
  });

  it('streams the BOM and the header first, then each page, and nothing for an empty page', async () => {
    async function* pages() {
      yield [[1, 'a']];
      yield [];
      yield [
        [2, 'b,c'],
        [3, null],
      ];
    }
    const text = await textOf(csvStream(['id', 'name'], pages()));
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}id,name\r\n1,a\r\n2,"b,c"\r\n3,\r\n`);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('asks for the next page only as the reader takes the text', async () => {
    let asked = 0;
    async function* pages() {
      for (let page = 0; page < 1000; page += 1) {
        asked += 1;
        yield [[page, 'x'.repeat(1000)]];
      }
    }
    const stream = csvStream(['n', 'text'], pages());
    await new Promise((done) => setTimeout(done, 20));
    // Unread, the stream has filled its buffer (64 KiB) and stopped asking.
    expect(asked).toBeLessThan(100);
    const text = await textOf(stream);
    expect(asked).toBe(1000);
    expect(text.split('\r\n')).toHaveLength(1002);
  });
});
