/** Top bar, dropdowns, driver search, toasts (part of the main layout's adopted stylesheet). */
export const TOP_BAR_STYLES = `
.top-bar { display: flex; align-items: center; gap: 0.5rem; padding: 0.5rem 1.5rem; border-bottom: 1px solid var(--ld-border); }
.top-bar__end { margin-left: auto; display: flex; align-items: center; gap: 0.25rem; }
.top-bar__client { font-weight: 700; color: var(--ld-primary); }
.top-bar__button { display: inline-grid; place-items: center; min-width: 2.25rem; height: 2.25rem; border: 0; border-radius: var(--ld-radius); background: none; color: var(--ld-text); cursor: pointer; font: inherit; text-decoration: none; }
.top-bar__button:hover { background: var(--ld-hover); }
.top-bar__language { font-weight: 600; font-size: 0.85rem; }
.top-bar__release { position: relative; }
.top-bar__badge { position: absolute; top: 0.1rem; right: 0.05rem; min-width: 1.1rem; height: 1.1rem; padding: 0 0.25rem; box-sizing: border-box; border-radius: 0.55rem; background: var(--ld-danger, #b3261e); color: #fff; font-size: 0.7rem; font-weight: 700; line-height: 1.1rem; text-align: center; }
.initials { display: inline-grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%; background: var(--ld-background); color: var(--ld-text); font-size: 0.8rem; font-weight: 700; flex: none; }
.initials--primary { background: var(--ld-primary); color: #fff; }
.dropdown-panel { min-width: 15rem; max-width: 22rem; background: var(--ld-surface); color: var(--ld-text); border: 1px solid var(--ld-border); border-radius: var(--ld-radius); box-shadow: 0 6px 24px rgb(0 0 0 / 16%); padding: 0.4rem 0; }
.dropdown-panel__list { list-style: none; margin: 0; padding: 0; }
.dropdown-panel__item { display: flex; align-items: center; gap: 0.6rem; width: 100%; padding: 0.45rem 1rem; border: 0; background: none; color: inherit; font: inherit; text-align: left; text-decoration: none; cursor: pointer; }
.dropdown-panel__item:hover { background: var(--ld-hover); }
.dropdown-panel__item[aria-current='true'], .dropdown-panel__item[aria-checked='true'] { font-weight: 700; }
.dropdown-panel__item[role='switch']::after { content: ''; margin-left: auto; width: 1.8rem; height: 1rem; border-radius: 1rem; background: var(--ld-border); box-shadow: inset 0 0 0 2px var(--ld-border); }
.dropdown-panel__item[role='switch'][aria-checked='true']::after { background: var(--ld-primary); box-shadow: inset 1rem 0 0 2px var(--ld-primary), inset -0.8rem 0 0 2px #fff; }
.dropdown-panel__note { margin: 0.4rem 1rem; color: var(--ld-muted); font-size: 0.9rem; }
.dropdown-panel__note--error { color: var(--ld-danger); }
.dropdown-panel__footer-link { display: block; padding: 0.5rem 1rem 0.2rem; border-top: 1px solid var(--ld-border); }
.profile-menu__user { margin: 0.2rem 1rem; font-weight: 600; }
.profile-menu__client { display: flex; align-items: center; gap: 0.5rem; margin: 0 1rem 0.4rem; color: var(--ld-muted); }
.customer-switcher { width: 21rem; }
.customer-switcher__search, .driver-search__input { font: inherit; color: var(--ld-text); background: var(--ld-surface); border: 1px solid var(--ld-border); border-radius: var(--ld-radius); padding: 0.4rem 0.6rem; }
.customer-switcher__search { width: calc(100% - 2rem); margin: 0.25rem 1rem 0.5rem; }
.customer-switcher__list { list-style: none; margin: 0; padding: 0; max-height: 400px; overflow-y: auto; }
.customer-switcher__client { display: flex; gap: 0.6rem; align-items: center; width: 100%; padding: 0.4rem 1rem; border: 0; background: none; color: inherit; font: inherit; text-align: left; cursor: pointer; }
.customer-switcher__client:hover, .customer-switcher__client[aria-current='true'] { background: var(--ld-hover); }
.customer-switcher__names { display: grid; }
.customer-switcher__meta { font-size: 0.8rem; color: var(--ld-muted); }
.driver-search { position: relative; display: flex; align-items: center; gap: 0.4rem; color: var(--ld-muted); }
.driver-search__input { width: 18rem; }
.driver-search__panel { position: absolute; z-index: 50; top: calc(100% + 4px); left: 0; width: 24rem; max-height: 400px; overflow-y: auto; background: var(--ld-surface); color: var(--ld-text); border: 1px solid var(--ld-border); border-radius: var(--ld-radius); box-shadow: 0 6px 24px rgb(0 0 0 / 16%); }
.driver-search__list { list-style: none; margin: 0; padding: 0.25rem 0; }
.driver-search__option { display: grid; padding: 0.4rem 0.9rem; cursor: pointer; }
.driver-search__option:hover, .driver-search__option[aria-selected='true'] { background: var(--ld-hover); }
.driver-search__name { font-weight: 600; }
.driver-search__meta { font-size: 0.85rem; color: var(--ld-muted); }
.driver-search__note { margin: 0.5rem 0.9rem; }
.toaster { position: fixed; z-index: 1100; top: 1rem; right: 1rem; display: grid; gap: 0.5rem; width: min(24rem, calc(100vw - 2rem)); }
.toast { display: flex; align-items: flex-start; gap: 0.5rem; padding: 0.75rem 0.9rem; border-radius: var(--ld-radius); background: var(--ld-surface); color: var(--ld-text); border-left: 5px solid var(--ld-primary); box-shadow: 0 6px 24px rgb(0 0 0 / 18%); }
.toast--success { border-left-color: #1e8e3e; }
.toast--danger { border-left-color: #b3261e; }
.toast--warning { border-left-color: #e0b400; }
.toast__text { flex: 1; }
.toast__action { border: 0; background: none; padding: 0 0.25rem; color: var(--ld-primary); font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer; }
`;
