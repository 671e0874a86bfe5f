// Stored HTML keeps its text; its headings move to the level the page needs.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlContent, shiftHeadings } from './html-content';

describe('shiftHeadings', () => {
  it('moves the highest heading to the given level and the others with it', () => {
    expect(shiftHeadings('<h3>A</h3><p>x</p><h4 class="c">B</h4>', 2)).toBe('<h2>A</h2><p>x</p><h3 class="c">B</h3>');
    expect(shiftHeadings('<h1>A</h1><h2>B</h2>', 2)).toBe('<h2>A</h2><h3>B</h3>');
  });

  it('leaves text without headings, or already at the level, as it is', () => {
    expect(shiftHeadings('<p>h3 is not a tag here</p><hr>', 2)).toBe('<p>h3 is not a tag here</p><hr>');
    expect(shiftHeadings('<h2>A</h2><h3>B</h3>', 2)).toBe('<h2>A</h2><h3>B</h3>');
  });

  it('never goes past h6', () => {
    expect(shiftHeadings('<h1>A</h1><h6>B</h6>', 3)).toBe('<h3>A</h3><h6>B</h6>');
  });
});

describe('HtmlContent', () => {
  it('renders the cleaned HTML with its headings from the given level', () => {
    const { container } = render(<HtmlContent html="<h3>Başlık</h3><p>Metin</p>" headingsFrom={2} />);
    expect(container.querySelector('h2')?.textContent).toBe('Başlık');
    expect(container.querySelector('h3')).toBeNull();
  });
});
