// A chat-like MCP Apps host for the browser tests (tests/test_mcp_app_browser.py), on the ext-apps
// package's own host side (AppBridge): it renders a ui:// resource in a sandboxed iframe, hands it a
// tool's input and result, and forwards the page's tool calls to `window.kgCallTool` (the test's real
// MCP SDK client of a real `kg mcp`). Bundled by esbuild in the test; not part of the product.
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';

window.hostLog = { calls: [], links: [], sizes: [], initialized: false };

window.startHost = async ({ html, question, answer, toolInput, toolResult, width = 860 }) => {
  document.body.innerHTML = `
    <main class="chat">
      <div class="user"></div>
      <div class="assistant"><p class="answer"></p><div class="frame"></div></div>
    </main>`;
  document.querySelector('.user').textContent = question;
  document.querySelector('.answer').textContent = answer;
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.title = 'kg-server 3D view';
  iframe.style.cssText = `width:${width}px;height:560px;border:1px solid #2b3350;border-radius:12px;display:block`;
  document.querySelector('.frame').appendChild(iframe);

  const bridge = new AppBridge(null, { name: 'kg-test-host', version: '1.0.0' },
    { openLinks: {}, serverTools: {}, serverResources: {} });
  bridge.oncalltool = async (params) => {
    const call = { name: params.name, arguments: params.arguments || {}, asked: Date.now() };
    window.hostLog.calls.push(call);
    const result = await window.kgCallTool(params.name, params.arguments || {});
    call.answered = Date.now();
    return result;
  };
  bridge.onopenlink = async ({ url }) => {
    window.hostLog.links.push(url);
    return {};
  };
  bridge.onsizechange = (size) => {
    window.hostLog.sizes.push(size);
  };
  bridge.oninitialized = () => {
    window.hostLog.initialized = Date.now();
    bridge.sendToolInput({ arguments: toolInput });
    bridge.sendToolResult(toolResult);
  };
  await bridge.connect(new PostMessageTransport(iframe.contentWindow, iframe.contentWindow));
  window.hostLog.started = performance.now();
  iframe.srcdoc = html;
};
