import './fresh-modules';

// The `dom` project's files share a worker's jsdom (vitest.config.ts): besides its modules
// (fresh-modules.ts), each file starts with what a fresh page keeps outside them cleared.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.title = '';
document.documentElement.lang = 'en';
document.body.replaceChildren();
