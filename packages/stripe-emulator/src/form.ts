/**
 * Stripe's form encoding: `a=1&metadata[k]=v&line_items[0][price]=p&expand[]=x`. Bracket segments
 * build nested objects; `[]` appends; an object whose keys are all indexes becomes an array.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function decode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function splitKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = match[2] ?? '';
  const segments = [match[1] as string];
  for (const part of rest.matchAll(/\[([^[\]]*)\]/g)) segments.push(part[1] as string);
  return segments;
}

type Node = { [key: string]: Node | string } | Node[] | string;

function toValue(node: Node): FormValue {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(toValue);
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => toValue(node[String(index)] as Node));
  }
  return Object.fromEntries(keys.map((key) => [key, toValue(node[key] as Node)]));
}

export class FormError extends Error {}

export function parseForm(text: string): FormObject {
  const root: Record<string, Node> = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    const segments = splitKey(key);
    if (!segments) throw new FormError(`Invalid parameter name: ${key}`);
    let container: Record<string, Node> | Node[] = root;
    for (let i = 0; i < segments.length; i += 1) {
      const segment = segments[i] as string;
      const last = i === segments.length - 1;
      const nextIsAppend = segments[i + 1] === '';
      if (segment === '') {
        if (!Array.isArray(container)) throw new FormError(`Invalid parameter name: ${key}`);
        if (last) container.push(value);
        else {
          const child: Node = nextIsAppend ? [] : {};
          container.push(child);
          container = child as Record<string, Node> | Node[];
        }
        continue;
      }
      const holder = container as Record<string, Node>;
      if (last) {
        holder[segment] = value;
      } else {
        let child = holder[segment];
        if (child === undefined || typeof child === 'string') {
          child = nextIsAppend ? [] : {};
          holder[segment] = child;
        }
        container = child as Record<string, Node> | Node[];
      }
    }
  }
  return toValue(root) as FormObject;
}
