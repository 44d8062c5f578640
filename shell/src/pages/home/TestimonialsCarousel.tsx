import { LOCALES, useLanguage } from '@mboa/shared';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import Slider, { type Settings } from 'react-slick';
// Layout rules only: slick-theme.css is left out because it pulls in a web font and a GIF.
import 'slick-carousel/slick/slick.css';
import type { TestimonialsSectionContent } from './home';
import { testimonialsCarouselSettings } from '../testimonials/testimonials';
import { groupInto } from './groupInto';
import { prefersReducedMotion } from './prefersReducedMotion';
import { touchThresholdFor } from './swipeThreshold';
import { TestimonialGroup, groupLabel } from './TestimonialGroup';
import { useElementWidth } from './useElementWidth';

export interface TestimonialsCarouselProps {
  /** The testimonials section's record: the testimonials and what the controls say. */
  content: Pick<TestimonialsSectionContent, 'members' | 'carousel'>;
  /** Testimonials per slide (the product contract: 5). */
  perSlide?: number;
  /** Time between automatic advances, in ms (the product contract: 5000). */
  autoAdvanceMs?: number;
  /** Distance a swipe must cover to change slide, in px (the product contract: 40). */
  swipeThresholdPx?: number;
}

/**
 * Home section 9's carousel, a lazy chunk so react-slick stays out of the first load. Its motion is the visitor's to
 * stop (WCAG 2.2.2): docs/decisions/testimonials-carousel.md.
 */
export default function TestimonialsCarousel({
  content,
  perSlide = testimonialsCarouselSettings.perSlide,
  autoAdvanceMs = testimonialsCarouselSettings.autoAdvanceMs,
  swipeThresholdPx = testimonialsCarouselSettings.swipeThresholdPx,
}: TestimonialsCarouselProps) {
  const { items: testimonials, ratingLabel } = content.members;
  const text = content.carousel;
  const locale = LOCALES[useLanguage()];
  const sliderRef = useRef<Slider>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Read once: the carousel decides at mount whether it starts playing.
  const [reducedMotion] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [currentGroup, setCurrentGroup] = useState(0);
  const [viewportRef, viewportWidth] = useElementWidth<HTMLDivElement>();
  const groups = groupInto(testimonials, perSlide);

  // Play or pause after our state commits: during the click, the slider's componentDidUpdate would clear slickPlay's
  // timer. This also pauses it at mount for reduced motion (react-slick cannot start paused).
  useEffect(() => {
    if (playing) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
  }, [playing]);

  const pause = () => setPlaying(false);
  const play = () => setPlaying(true);

  // WAI-ARIA carousel pattern: rotation stops when focus enters the carousel (except the
  // Pause/Play button itself) and resumes only when the visitor presses Play.
  const stopOnFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (playing && !toggleRef.current?.contains(event.target)) pause();
  };

  const settings: Settings = {
    accessibility: true, // arrow keys move slides when focus is inside the list
    arrows: false, // replaced by the labelled buttons below
    dots: true,
    infinite: true,
    autoplay: true,
    autoplaySpeed: autoAdvanceMs,
    pauseOnHover: true,
    // Next/previous respond even while a slide is still moving (react-slick ignores them by default).
    waitForAnimate: false,
    slidesToShow: 1,
    slidesToScroll: 1,
    speed: reducedMotion ? 0 : 500,
    // The viewport div wraps the slider exactly (no arrows, no padding), so its width is
    // react-slick's listWidth and the swipe threshold is swipeThresholdPx.
    touchThreshold: touchThresholdFor(viewportWidth, swipeThresholdPx),
    beforeChange: (_current, next) => setCurrentGroup(next),
    // The default wraps the dots in a list with an inline display style; this one is styled in home.css.
    appendDots: (dots) => <ul>{dots}</ul>,
    customPaging: (index) => (
      <button type="button" aria-current={index === currentGroup ? 'true' : undefined}>
        <span className="visually-hidden">
          {groupLabel(text.showSlide, index * perSlide, groups[index]?.length ?? 0, testimonials.length, locale)}
        </span>
      </button>
    ),
  };

  const currentCount = groups[currentGroup]?.length ?? 0;

  return (
    <div
      className="testimonials-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={text.label}
      onFocus={stopOnFocus}
    >
      <div className="testimonials-carousel__controls">
        <button
          ref={toggleRef}
          type="button"
          className="button button--secondary testimonials-carousel__toggle"
          onClick={playing ? pause : play}
        >
          {playing ? text.pause : text.play}
        </button>
        <div className="testimonials-carousel__steps">
          <button type="button" className="testimonials-carousel__step" onClick={() => sliderRef.current?.slickPrev()}>
            <Chevron direction="previous" />
            <span className="visually-hidden">{text.previous}</span>
          </button>
          <button type="button" className="testimonials-carousel__step" onClick={() => sliderRef.current?.slickNext()}>
            <Chevron direction="next" />
            <span className="visually-hidden">{text.next}</span>
          </button>
        </div>
      </div>
      {/* Announces the slide only while paused: a live region that changes every 5 s is noise. */}
      <p className="visually-hidden" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        {groupLabel(text.slideLabel, currentGroup * perSlide, currentCount, testimonials.length, locale)}
      </p>
      <div ref={viewportRef} className="testimonials-carousel__viewport">
        <Slider ref={sliderRef} {...settings}>
          {groups.map((group, index) => (
            <div key={group[0]?.id ?? index}>
              <TestimonialGroup
                testimonials={group}
                offset={index * perSlide}
                total={testimonials.length}
                label={text.slideLabel}
                ratingLabel={ratingLabel}
              />
            </div>
          ))}
        </Slider>
      </div>
    </div>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
