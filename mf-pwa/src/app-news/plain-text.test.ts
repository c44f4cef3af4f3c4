import { decodeEntities, htmlToText, textLines } from './plain-text';

describe('announcement HTML as plain text', () => {
  it('keeps the words of paragraphs and list items, one line each', () => {
    const html =
      '<p>Version <b>2.5</b> is out.</p><ul><li>Faster login</li><li>Dark mode</li></ul><p><a href="/m/download">Update now</a></p>';
    expect(textLines(html)).toEqual(['Version 2.5 is out.', 'Faster login', 'Dark mode', 'Update now']);
  });

  it('drops scripts, styles and frames with their content, and every tag and attribute', () => {
    const html =
      '<p>Safe</p><script>window.__x=1</script><style>p{color:red}</style><img src=x onerror="window.__x=2"><iframe src="/m/home">frame text</iframe><a href="javascript:alert(1)">link</a>';
    expect(htmlToText(html)).toBe('Safe\nlink');
  });

  it('removes a tag whose attribute holds a ">" and a tag left open at the end', () => {
    expect(htmlToText('<a title="a > b" href="/x">Go</a> now <img src=x onerror=alert(1)')).toBe('Go now');
    expect(htmlToText('Before<!-- a comment -->after')).toBe('Beforeafter');
  });

  it('decodes entities after the tags are gone, so escaped markup is shown as text', () => {
    expect(htmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>')).toBe('<script>alert(1)</script> & more');
    expect(htmlToText('Tom &amp;amp; Jerry')).toBe('Tom &amp; Jerry');
  });

  it('decodes the common named and numeric entities, and leaves unknown ones as written', () => {
    expect(decodeEntities('&quot;a&quot; &#39;b&#39; &apos;c&apos; d&nbsp;e &euro;5 &#x263A; &#8212; &hellip;')).toBe(
      "\"a\" 'b' 'c' d\u00a0e \u20ac5 \u263a \u2014 \u2026",
    );
    expect(decodeEntities('&unknown; &#0; &#x110000; &#xD800;')).toBe('&unknown; &#0; &#x110000; &#xD800;');
  });

  it('collapses runs of spaces and blank lines, and gives no lines for empty or tag-only content', () => {
    expect(htmlToText('  <p>  one\n\n  two   </p>  <br><br>three&nbsp;&nbsp;four ')).toBe('one\ntwo\nthree four');
    expect(textLines('<p> </p><br/>')).toEqual([]);
    expect(textLines('')).toEqual([]);
  });

  it('keeps text in any script and a lone "<" that starts no tag', () => {
    expect(htmlToText('<p>ติดตั้งแอปใหม่</p><p>5 < 6 ≥ 4</p>')).toBe('ติดตั้งแอปใหม่\n5 < 6 ≥ 4');
  });
});
