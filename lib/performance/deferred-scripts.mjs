// Prerendered documents whose framework scripts are requested once the page has painted.
//
// Why: Next writes its bootstrap scripts as `<script src async>` in the <head>, so the browser fetches
// all of them (~190 KB gzip on every page) while it still waits for the stylesheet and the fonts, and
// runs them as soon as each arrives, before the page has painted: on a throttled network the text's
// paint (the largest paint of most pages) shared the connection with every script, and Lighthouse's
// simulation of a mobile phone counted every chunk that had arrived before that paint (median LCP 2.1–3.9 s on
// this machine, 1.2–1.7 s with the scripts requested once painted: docs/FAST-PAGES.md). The page
// hydrates right after its paint, from the same scripts (their order never mattered: they are async).
//
// "Painted" is the browser's first-contentful-paint entry, reported once the frame is on screen
// (where the browser has no paint timing: the first animation frame, then a task). Waiting for the
// frame's start is not enough: when the compositor holds a committed frame back (the stall of headless
// runs, docs/FAST-PAGES.md), the scripts would load before anything is shown. A page in a
// background tab (no frames) loads its scripts at once, and any page after 4 s at the latest.
//
// The inline RSC payload (`self.__next_f.push(...)`) still runs while the document is parsed; Next's
// runtime reads it when it starts.
//
// Plain .mjs: Next loads the cache handler at run time without compiling it.

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"(?: id="([^"]+)")? async=""><\/script>/g;
// Turbopack's runtime chunk (`turbopack-<hash>.js`), which starts the app once the chunks it lists
// have run (see `loader`).
const BUNDLER_RUNTIME = /\/turbopack-[^/]+\.js$/;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/**
 * The loader written before `</body>`: once the page has painted (see above) it adds the same
 * `<script async>` tags (with their id, if any) and preloads to the head, once: one per task, because
 * each costs the main thread the request's start, and twelve in one task made a blocking task right after
 * the paint in Lighthouse's traces. A background tab and the 4 s fallback
 * add them all at once (a background tab's timers are throttled).
 *
 * The bundler's runtime (`runtime`, if the page has one) is preloaded first and added last, once every
 * other script has loaded (or failed). The app starts in the task of whichever script completes its
 * set, and that task also finishes that script's compilation on the main thread, on top of the app's
 * start, which for the largest framework chunks is a long task (docs/FAST-PAGES.md).
 * Added last, the runtime (11 KB) is always that script, and the others' compilation is finished in
 * tasks of their own.
 * @param {[string, string][]} scripts [src, id or ""] @param {string[]} preloads
 * @param {[string, string] | undefined} runtime
 */
function loader(scripts, preloads, runtime) {
  return (
    '<script>(function(s,p,r){var d=document,w=window,n=0,k=s.length,P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
    'function link(u){var l=d.createElement("link");l.rel="preload";l.as="script";l.fetchPriority="low";l.href=u;d.head.appendChild(l)}' +
    'function script(u,f){var e=d.createElement("script");e.src=u[0];if(u[1])e.id=u[1];e.async=true;if(f)e.onload=e.onerror=f;d.head.appendChild(e)}' +
    'function done(){if(!--k)script(r)}' +
    'function go(one){if(n++)return;var q=(r?[r[0]]:[]).concat(p).map(function(u){return function(){link(u)}}).concat(s.map(function(u){return function(){script(u,r&&done)}}));' +
    'if(r&&!k)q.push(function(){script(r)});' +
    'if(one!==1)return q.forEach(function(f){f()});(function next(){q.shift()();if(q.length)setTimeout(next)})()}' +
    'function later(){setTimeout(function(){go(1)})}' +
    'if(d.visibilityState==="hidden")go();' +
    'else if(t&&t.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});setTimeout(go,4e3)}' +
    'else requestAnimationFrame(later)})' +
    `(${JSON.stringify(scripts)},${JSON.stringify(preloads)}${runtime ? ',' + JSON.stringify(runtime) : ''})</script>`
  );
}

/**
 * Moves the document's framework scripts (every `<script src="/_next/static/…" async>`: the chunks in the
 * head and the runtime's bootstrap script React writes at the end of the body) and Next's low-priority
 * script preloads into a loader that adds them once the page has painted. A document without such scripts,
 * or not whole (no `</body>` after its head), is returned unchanged.
 * @param {string} html @returns {string}
 */
export function deferFrameworkScripts(html) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  /** @type {[string, string][]} */
  const scripts = [];
  /** @type {string[]} */
  const preloads = [];
  const head = html.slice(0, headEnd).replace(SCRIPT_PRELOAD, (_, src) => (preloads.push(src), ''));
  const document = (head + html.slice(headEnd, bodyEnd)).replace(ASYNC_SCRIPT, (_, src, id) => {
    scripts.push([src, id ?? '']);
    return '';
  });
  if (scripts.length === 0) return html;
  // A preload of a script the loader adds itself is dropped: its script tag fetches it.
  const ownPreloads = preloads.filter((src) => !scripts.some(([script]) => script === src));
  const runtimeAt = scripts.findIndex(([src]) => BUNDLER_RUNTIME.test(src));
  const runtime = runtimeAt >= 0 ? scripts.splice(runtimeAt, 1)[0] : undefined;
  return document + loader(scripts, ownPreloads, runtime) + html.slice(bodyEnd);
}
