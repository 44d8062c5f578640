import type { JourneyMilestone } from './ourStory';

/** The Journey: an ordered list of years, oldest first, each year a <time>. */
export function Timeline({ milestones }: { milestones: readonly JourneyMilestone[] }) {
  return (
    <ol className="timeline">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="timeline__item">
          <time className="timeline__year" dateTime={String(milestone.year)}>
            {milestone.year}
          </time>
          <h3 className="timeline__title">{milestone.title}</h3>
          <p>{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
