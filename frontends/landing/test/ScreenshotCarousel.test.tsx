import { act, fireEvent, render, screen } from '@testing-library/react';
import { captionFromFileName } from '../src/caption';
import { ScreenshotCarousel } from '../src/sections/ScreenshotCarousel';

/** docs/product.md §2 and §9: slides change every 4500 ms. */
const SPEC_SLIDE_MS = 4500;

const images = [
  '/remotes/landing/admin-dashboard.0123456789ab.svg',
  '/remotes/landing/client-dashboard.0123456789ab.svg',
  '/remotes/landing/crm.0123456789ab.svg',
];
const caption = () => screen.getByTestId('carousel-caption').textContent;

describe('screenshot carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('captions each slide from its file name, without the content hash', () => {
    expect(captionFromFileName(images[0]!)).toBe('Admin Dashboard');
    expect(captionFromFileName('embed-manager.svg')).toBe('Embed Manager');
    expect(captionFromFileName(images[2]!)).toBe('CRM');
  });

  it('advances every 4500 ms and wraps around to the first slide', () => {
    render(<ScreenshotCarousel images={images} />);
    expect(caption()).toBe('Admin Dashboard');
    act(() => jest.advanceTimersByTime(SPEC_SLIDE_MS - 1));
    expect(caption()).toBe('Admin Dashboard');
    act(() => jest.advanceTimersByTime(1));
    expect(caption()).toBe('Client Dashboard');
    act(() => jest.advanceTimersByTime(SPEC_SLIDE_MS * 2));
    expect(caption()).toBe('Admin Dashboard');
  });

  it('pauses while the pointer is over it', () => {
    render(<ScreenshotCarousel images={images} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Product screenshots' }));
    act(() => jest.advanceTimersByTime(SPEC_SLIDE_MS * 3));
    expect(caption()).toBe('Admin Dashboard');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Product screenshots' }));
    act(() => jest.advanceTimersByTime(SPEC_SLIDE_MS));
    expect(caption()).toBe('Client Dashboard');
  });

  it('wraps backwards with previous and jumps with the dots', () => {
    render(<ScreenshotCarousel images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous screenshot' }));
    expect(caption()).toBe('CRM');
    fireEvent.click(screen.getByRole('button', { name: 'Next screenshot' }));
    expect(caption()).toBe('Admin Dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Show Client Dashboard' }));
    expect(caption()).toBe('Client Dashboard');
  });
});
