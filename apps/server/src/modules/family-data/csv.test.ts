import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain values alone and empties missing ones', () => {
    expect(csvCell('Mia')).toBe('Mia');
    expect(csvCell(5)).toBe('5');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });

  it('stops a spreadsheet running text as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@sum')).toBe("'@sum");
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (row: { name: string; age: number }) => row.name },
        { header: 'age', value: (row) => row.age },
      ],
      [
        { name: 'Mia', age: 7 },
        { name: 'Leo, Jr', age: 11 },
      ],
    );
    expect(csv).toBe('name,age\r\nMia,7\r\n"Leo, Jr",11\r\n');
  });
});
