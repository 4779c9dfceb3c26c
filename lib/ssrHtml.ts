/**
 * React writes a Suspense boundary that completes once the page has passed its progressive chunk size out of order:
 * `<!--$?--><template id="B:n"></template>` in place, the content at the end of the body in `<div hidden id="S:n">`,
 * and an inline `$RC("B:n","S:n")` call (the first one at the end of React's runtime script) that moves it there in the
 * browser. Next renders a Pages Router page to one string before sending it, so the split gains nothing, and a browser
 * may paint before the move (a layout shift: 0.23 on the lobby in Lighthouse). The move is made here instead; React
 * then hydrates ordinary completed boundaries. Any shape this does not recognise is left as React wrote it.
 */
export function inlineCompletedBoundaries(html: string): string {
  let out = html;
  for (;;) {
    const segment = /<div hidden id="S:(\d+)">/.exec(out);
    if (!segment) break;
    const id = segment[1];
    const call = `$RC("B:${id}","S:${id}")</script>`;
    const callAt = out.indexOf(call, segment.index);
    const scriptAt = out.lastIndexOf('<script>', callAt);
    const end = scriptAt - '</div>'.length;
    const placeholder = `<!--$?--><template id="B:${id}"></template><!--/$-->`;
    if (callAt < 0 || end < segment.index || out.slice(end, scriptAt) !== '</div>' || !out.includes(placeholder)) break;
    const content = out.slice(segment.index + segment[0].length, end);
    const script = out.slice(scriptAt, callAt + call.length);
    const rest = script === `<script>${call}` ? '' : `${out.slice(scriptAt, callAt)}</script>`;
    out = out.slice(0, segment.index) + rest + out.slice(callAt + call.length);
    out = out.replace(placeholder, () => `<!--$-->${content}<!--/$-->`);
  }
  if (!/\$RC\("B:/.test(out)) {
    out = out.replace(/<script>\$RB=\[\];\$RV=function\([\s\S]*?<\/script>/, '');
    out = out.replace('<script>requestAnimationFrame(function(){$RT=performance.now()});</script>', '');
  }
  return out;
}
