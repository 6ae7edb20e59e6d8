import { useEffect, type RefObject } from 'react';

/** Sections marked data-fade fade in as they scroll into view; without observers they just show. */
export function useFadeIn(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const sections = Array.from(root.current?.querySelectorAll<HTMLElement>('[data-fade]') ?? []);
    if (typeof IntersectionObserver === 'undefined') return;
    sections.forEach((s) => s.classList.add('fade'));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add('fade--in');
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: 0.08 },
    );
    sections.forEach((s) => observer.observe(s));
    return () => observer.disconnect();
  }, [root]);
}
