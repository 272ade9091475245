import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes what needs quoting and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Title', 'Count'],
        [
          ['Plain', 3],
          ['Comma, quote " and\nline', null],
        ],
      ),
    ).toBe('Title,Count\r\nPlain,3\r\n"Comma, quote "" and\nline",\r\n');
  });

  it('keeps formulas from running in a spreadsheet', () => {
    expect(toCsv(['A'], [['=1+1'], ['@SUM(A1)'], ['-2'], ['+x'], ['ok=1']])).toBe(
      "A\r\n'=1+1\r\n'@SUM(A1)\r\n'-2\r\n'+x\r\nok=1\r\n",
    );
    // Numbers are numbers, not text: a negative number stays as it is.
    expect(toCsv(['N'], [[-2]])).toBe('N\r\n-2\r\n');
  });
});
