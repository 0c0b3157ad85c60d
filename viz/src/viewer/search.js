// The toolbar's "Find a concept" box over the concepts of the view.
import { $, el } from '../dom.js';
import { truncate } from '../text.js';
import { searchNodes } from './data.js';

/** `view`: nodeColor(node), choose(node) (select and fly there), notice(message, options). */
export function wireSearch(state, view) {
  const input = $('search');
  const list = $('search-results');
  const search = state.search;

  function render() {
    list.textContent = '';
    if (!search.matches.length) {
      if (input.value.trim()) {
        list.append(el('li', { class: 'empty', text: 'No concept matches' }));
        list.hidden = false;
      } else {
        list.hidden = true;
      }
      return;
    }
    search.matches.forEach((node, i) => {
      list.append(el('li', {
        role: 'option',
        'aria-selected': String(i === search.index),
        class: i === search.index ? 'active' : '',
        onmousedown: (event) => {
          event.preventDefault();
          choose(node);
        },
      },
      el('span', { class: 'dot', style: `background:${view.nodeColor(node)}` }),
      el('span', { class: 'label', text: node.label }),
      el('span', { class: 'id', text: node.id })));
    });
    list.hidden = false;
  }

  function choose(node) {
    input.value = node.label;
    list.hidden = true;
    search.matches = [];
    view.choose(node);
    input.blur();
  }

  input.addEventListener('input', () => {
    search.matches = searchNodes(state.nodes, input.value);
    search.index = search.matches.length ? 0 : -1;
    render();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!search.matches.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      search.index = (search.index + step + search.matches.length) % search.matches.length;
      render();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const matches = search.matches.length ? search.matches : searchNodes(state.nodes, input.value);
      const node = matches[Math.max(search.index, 0)];
      if (node) choose(node);
      else if (input.value.trim()) view.notice(`No concept matches “${truncate(input.value.trim(), 40)}”.`, { kind: 'warn' });
    } else if (event.key === 'Escape') {
      input.value = '';
      search.matches = [];
      render();
      input.blur();
    }
  });
  // mousedown on a result fires before blur, so the list can close at once.
  input.addEventListener('blur', () => { list.hidden = true; });
  input.addEventListener('focus', () => {
    if (input.value.trim()) {
      search.matches = searchNodes(state.nodes, input.value);
      render();
    }
  });
}
