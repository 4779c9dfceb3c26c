import { describe, expect, it } from 'vitest';
import { inlineCompletedBoundaries } from './ssrHtml';

const RUNTIME = '$RB=[];$RV=function(a){for(var b=0;b<a.length;b+=2){}};$RC=function(b,c){};';
const TIMER = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

describe('inlineCompletedBoundaries', () => {
  it('puts each streamed boundary where React would move it, and drops React’s scripts', () => {
    const html =
      '<main><div data-island=""><!--$--><p>early</p><!--/$--></div>' +
      '<div data-island=""><!--$?--><template id="B:0"></template><!--/$--></div>' +
      '<div data-island=""><!--$?--><template id="B:1"></template><!--/$--></div></main>' +
      TIMER +
      '<div hidden id="S:0"><section><div>jackpots</div></section></div>' +
      `<script>${RUNTIME}$RC("B:0","S:0")</script>` +
      '<div hidden id="S:1"><footer>$&amp; $1 footer</footer></div><script>$RC("B:1","S:1")</script>';
    expect(inlineCompletedBoundaries(html)).toBe(
      '<main><div data-island=""><!--$--><p>early</p><!--/$--></div>' +
        '<div data-island=""><!--$--><section><div>jackpots</div></section><!--/$--></div>' +
        '<div data-island=""><!--$--><footer>$&amp; $1 footer</footer><!--/$--></div></main>',
    );
  });

  it('moves a boundary nested in a streamed one', () => {
    const html =
      '<div><!--$?--><template id="B:0"></template><!--/$--></div>' +
      '<div hidden id="S:0"><p>outer<!--$?--><template id="B:1"></template><!--/$--></p></div><script>$RC("B:0","S:0")</script>' +
      '<div hidden id="S:1"><b>inner</b></div><script>$RC("B:1","S:1")</script>';
    expect(inlineCompletedBoundaries(html)).toBe('<div><!--$--><p>outer<!--$--><b>inner</b><!--/$--></p><!--/$--></div>');
  });

  it('leaves what it does not recognise to React', () => {
    const pending = '<div><!--$?--><template id="B:0"></template><p>loading</p><!--/$--></div><div hidden id="S:0"><b>x</b></div><script>$RC("B:0","S:0")</script>';
    expect(inlineCompletedBoundaries(pending)).toBe(pending);
    const plain = '<main><p>nothing streamed</p></main>';
    expect(inlineCompletedBoundaries(plain)).toBe(plain);
  });
});
