import { useLayoutEffect, useRef, useState } from "react";

/**
 * A ref for a box and its width-to-height ratio, measured before paint and again when it
 * resizes; `fallback` until it has been measured (on the server, in jsdom).
 */
export function useBoxAspect<Element extends HTMLElement>(fallback: number) {
  const ref = useRef<Element>(null);
  const [aspect, setAspect] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const { width, height } = box.getBoundingClientRect();
      if (width > 0 && height > 0) {
        setAspect((old) => (Math.abs(old - width / height) > 0.001 ? width / height : old));
      }
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, aspect] as const;
}
