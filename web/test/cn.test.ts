import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card } from '../src/components/ui/Card';
import { cn } from '../src/lib/cn';

describe('cn', () => {
  it('when a Card is given p-4, then its own p-5 is dropped, whatever order the stylesheet puts them in', () => {
    const html = renderToStaticMarkup(createElement(Card, { className: 'p-4 sm:p-5' }));
    const classes = /class="([^"]*)"/.exec(html)![1]!.split(' ');
    expect(classes).toContain('p-4');
    expect(classes).toContain('sm:p-5');
    expect(classes).not.toContain('p-5');
  });

  it('when classes do not conflict or are falsy, then it keeps every class and skips the falsy ones', () => {
    expect(cn('rounded-xl px-4', false, null, undefined, 'py-2 text-sm')).toBe('rounded-xl px-4 py-2 text-sm');
  });
});
