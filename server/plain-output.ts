import { NOT_PLAIN_TEXT } from '../contract/types/core';

/**
 * Plain text on its way out. Writes refuse control and bidi-override characters (routes/schemas.ts), but
 * rows stored before that rule, seeded rows and text from other systems still reach mail headers and
 * spreadsheets, where a line break starts a new header and an override makes a name read backwards.
 * So what leaves the server is cleaned once more, here: one line for a header, lines for a cell.
 */
const HEADER_BREAKERS = new RegExp(`[${NOT_PLAIN_TEXT.tabAndLineFeed}${NOT_PLAIN_TEXT.others}]+`, 'g');
const CELL_BREAKERS = new RegExp(`[${NOT_PLAIN_TEXT.others}]+`, 'g');

/** One line for a mail header (subject, address): every control, separator or override becomes one space. */
export const headerLine = (value: string): string => value.replace(HEADER_BREAKERS, ' ').trim();

/** A spreadsheet cell keeps tabs and line feeds (a multi-line reason) and loses the rest. */
export const cellText = (value: string): string => value.replace(CELL_BREAKERS, '');
