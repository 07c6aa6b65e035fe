/** The avatar shows an uploaded picture, and the initial for the original client's bundled ones. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Avatar } from './Avatar.tsx';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows an uploaded picture', () => {
    const { container } = render(<Avatar src="/uploads/abc.png" name="ada" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/abc.png');
  });

  it('shows the initial for a bundled avatar of the original client, which this app lacks', () => {
    const { container } = render(<Avatar src="/static/image/avatar/7.png" name="ada" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('A');
  });
});
