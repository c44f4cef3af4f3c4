import { sanitizeHtml } from './sanitize-html';

describe('sanitised promotion content', () => {
  it('keeps formatting and links, marked noopener noreferrer with no target of their own', () => {
    const clean = sanitizeHtml('<p>Hi <strong>there</strong></p><a href="https://promo.example/x" target="_top">More</a>');
    expect(clean).toBe('<p>Hi <strong>there</strong></p><a href="https://promo.example/x" rel="noopener noreferrer">More</a>');
  });

  it('drops scripts, event handlers, styles, frames and script links', () => {
    const clean = sanitizeHtml(
      '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script><style>body{display:none}</style><iframe src="https://evil.test"></iframe><a href="javascript:alert(1)">x</a><p onclick="alert(1)" style="color:red">t</p>',
    );
    expect(clean).not.toMatch(/onerror|onclick|<script|<style|<iframe|javascript:|style=/i);
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    expect(holder.querySelector('p')?.textContent).toBe('t');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('keeps images from this site or https only', () => {
    expect(sanitizeHtml('<img src="/wps/static/demo/a.svg" alt="a">', 'http://demo.localhost/m/activity')).toContain(
      'src="/wps/static/demo/a.svg"',
    );
    expect(sanitizeHtml('<img src="http://tracker.example/p.gif">', 'http://demo.localhost/m/activity')).not.toContain('tracker');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,AAAA">', 'http://demo.localhost/m/activity')).not.toContain('data:');
  });
});
