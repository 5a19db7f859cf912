import { useEffect } from 'react';
import { applyClientTheme, type ClientTheme } from './theme';

/** The client's colours and font on <html> while the component is mounted (theme.ts does the work). */
export function useClientTheme(theme: ClientTheme | null | undefined): void {
  const primary = theme?.primaryColor;
  const secondary = theme?.secondaryColor;
  const font = theme?.primaryFontFamily;
  useEffect(() => {
    if (primary === undefined && secondary === undefined && font === undefined) return;
    return applyClientTheme({ primaryColor: primary ?? '', secondaryColor: secondary ?? '', primaryFontFamily: font ?? '' });
  }, [primary, secondary, font]);
}
