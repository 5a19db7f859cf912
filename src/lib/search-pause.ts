/**
 * How long a search waits for a pause in typing before it asks the server: the top bar's driver search, the order
 * list's name search and the analyzer's driver search, so fast typing sends one request, not one per keystroke.
 */
export const SEARCH_PAUSE_MS = 300;
