/**
 * The plain React reference (issue 40): the page's rendered DOM as a tree of React elements.
 * The same tree is rendered to HTML by the bench (react-dom/server) and hydrated in the browser
 * (client.tsx), so the reference page is the product's page drawn by React alone: one bundle, no
 * federation, no product code. Here: the tree's form and how DOM attributes become React props.
 */

/** Text, or an element: tag, attributes as the DOM has them, children. */
export type DomNode = string | [tag: string, attributes: Record<string, string>, children: DomNode[]];

/** Elements whose content is kept as markup (React renders it unescaped; hydration leaves it). */
export const RAW_CONTENT = new Set(['style', 'noscript']);

/** Attributes React knows as booleans: present in the DOM = true (an empty value would be false to React). */
const BOOLEANS: Record<string, string> = {
  allowfullscreen: 'allowFullScreen',
  async: 'async',
  autofocus: 'autoFocus',
  autoplay: 'autoPlay',
  checked: 'defaultChecked',
  controls: 'controls',
  default: 'default',
  defer: 'defer',
  disabled: 'disabled',
  formnovalidate: 'formNoValidate',
  hidden: 'hidden',
  inert: 'inert',
  itemscope: 'itemScope',
  loop: 'loop',
  multiple: 'multiple',
  muted: 'muted',
  nomodule: 'noModule',
  novalidate: 'noValidate',
  open: 'open',
  playsinline: 'playsInline',
  readonly: 'readOnly',
  required: 'required',
  reversed: 'reversed',
  selected: 'selected',
};

/** Attributes React spells otherwise (the rest pass through as they are). */
const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  'http-equiv': 'httpEquiv',
  'accept-charset': 'acceptCharset',
  tabindex: 'tabIndex',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autocapitalize: 'autoCapitalize',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  referrerpolicy: 'referrerPolicy',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  contenteditable: 'contentEditable',
  spellcheck: 'spellCheck',
  datetime: 'dateTime',
  enctype: 'encType',
  formaction: 'formAction',
};

/** `a: b; --c: d` → { a: 'b', '--c': 'd' } with React's camelCase keys; `;` inside url() or quotes kept. */
export function styleObject(css: string): Record<string, string> {
  const declarations: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const ch of css) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      declarations.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  declarations.push(current);
  const style: Record<string, string> = {};
  for (const declaration of declarations) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value) continue;
    const key = name.startsWith('--')
      ? name
      : name
          .toLowerCase()
          .replace(/^-ms-/, 'ms-')
          .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = value;
  }
  return style;
}

/** React props for an element's DOM attributes (event handler attributes dropped: nothing runs but React). */
export function toProps(tag: string, attributes: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const formField = tag === 'input' || tag === 'textarea' || tag === 'select';
  for (const [name, value] of Object.entries(attributes)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) continue;
    if (lower === 'style') props.style = styleObject(value);
    else if (formField && lower === 'value') props.defaultValue = value;
    else if (BOOLEANS[lower]) props[BOOLEANS[lower]] = true;
    else props[RENAMED[lower] ?? name] = value;
  }
  return props;
}

type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** The React element for `node`, built with the given React's createElement. */
export function toElement(node: DomNode, createElement: CreateElement): unknown {
  if (typeof node === 'string') return node;
  const [tag, attributes, children] = node;
  const props = toProps(tag, attributes);
  if (RAW_CONTENT.has(tag)) {
    const html = children.filter((c): c is string => typeof c === 'string').join('');
    return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: html } });
  }
  if (tag === 'textarea') return createElement(tag, { ...props, defaultValue: children.filter((c) => typeof c === 'string').join('') });
  return createElement(tag, props, ...children.map((child) => toElement(child, createElement)));
}
