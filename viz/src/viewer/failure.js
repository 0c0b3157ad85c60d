// What the page says when the view cannot be shown. `describeFailure` is pure.
import { ApiError } from '../api.js';
import { $ } from '../dom.js';

export function describeFailure(err) {
  const status = err instanceof ApiError ? err.status : -1;
  if (err && err.kind === 'no-session') {
    return { title: 'No visualization in this address.', retry: false, detail: '',
      message: 'Open a link made by get_visualization_url (it looks like /viz/<id>), or go to / to start.' };
  }
  if (err && err.kind === 'nothing-to-draw') {
    return { title: 'This answer names no concepts to draw.', retry: false, detail: '',
      message: 'Ask for a view of some concepts (get_visualization_url), or a search first.' };
  }
  let failure;
  if (err && err.kind === 'webgl') {
    failure = { title: 'This browser could not start 3D graphics (WebGL).', retry: false,
      message: 'Turn on hardware acceleration or open the link in another browser.' };
  } else if (status === 404 || status === 410) {
    failure = { title: 'This visualization link is unknown or has expired.', retry: false,
      message: 'Visualization links work for a limited time. Ask for a new link with get_visualization_url, or go to / to start again.' };
  } else if (status === 503) {
    failure = { title: 'The knowledge graph is unavailable right now.', retry: true,
      message: 'The server could not reach its Neo4j database. Try again in a moment.' };
  } else if (status === 0) {
    failure = { title: 'The server could not be reached.', retry: true,
      message: 'Check that kg serve is still running, then try again.' };
  } else {
    failure = { title: 'The visualization could not be loaded.', retry: true, message: 'The server answered with an error.' };
  }
  const detail = err && err.message ? err.message : '';
  return { ...failure, detail: detail && detail !== failure.title ? detail : '' };
}

export function showFailure(state, err) {
  const failure = describeFailure(err);
  $('error-title').textContent = failure.title;
  $('error-message').textContent = failure.message;
  $('error-detail').textContent = failure.detail;
  $('error-retry').hidden = !failure.retry;
  $('error').hidden = false;
  $('loading').hidden = true;
  $('panel').hidden = true;
  if (state.graph) {
    try {
      state.graph.pauseAnimation();
    } catch { /* already gone */ }
  }
  document.title = 'Visualization unavailable · kg_server';
}
