// The theme's colours that plain CSS needs (accessibility.css), as custom properties on the document, so
// the sign-in page and the shell wear the same ring as the template changes.
import { useEffect } from 'react';
import type { CairnTheme } from './themes';
import './accessibility.css';

export function useThemeCssVariables(theme: CairnTheme) {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--cairn-focus-ring', theme.focusRing);
    root.setProperty('--cairn-header-focus-ring', theme.header.focusRing);
  }, [theme]);
}
