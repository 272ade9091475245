// The portfolio's addresses (spec 000 §2 routes), in one place for its three pages.

export const LIST_PATH = '/portfolio/portfolio-list';
export const CREATE_PATH = '/portfolio/create-portfolio';

/** Create Portfolio starting a Project under this Initiative. */
export const createProjectPath = (initiativeId: string) =>
  `${CREATE_PATH}?${new URLSearchParams({ parentId: initiativeId }).toString()}`;

export const nodePath = (id: string) => `/edit-tab/portfolio/${encodeURIComponent(id)}`;
export const workItemPath = (id: string) => `/edit-tab/work-item/${encodeURIComponent(id)}`;
export const CSV_PATH = '/api/portfolio.csv';
