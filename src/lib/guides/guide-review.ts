import { guideReviewMonths } from '../../config/guides.ts';

/** The frontmatter fields that say when a guide was last looked at and when it must be again. */
export interface ReviewDates {
  updated: Date;
  reviewed?: Date;
  reviewedBy?: string;
  nextReview?: Date;
}

/** The same day `months` later, in UTC (31 January + 1 month = 3 March, as Date does). */
const addMonths = (date: Date, months: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));

/** The date the guide was last checked: its legal review if a lawyer reviewed it, else its last update. */
export const lastChecked = (d: ReviewDates): Date => (d.reviewedBy && d.reviewed ? d.reviewed : d.updated);

/** When a guide is due for its next legal review: its own `nextReview`, else the setting's months after the last check. */
export const reviewDue = (d: ReviewDates): Date => d.nextReview ?? addMonths(lastChecked(d), guideReviewMonths);

/** Due on its date or past it, as of `today`. */
export const isReviewDue = (d: ReviewDates, today: Date): boolean => reviewDue(d).getTime() <= today.getTime();

/** 'YYYY-MM-DD' of a date, as editors write them. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
