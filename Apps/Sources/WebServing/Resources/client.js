// The thin client of a WebUI page: it shows what the Swift process sends (the page, then
// patches of what changed) and sends back input, clicks, focus and keys. It never builds markup
// from text: HTML arrives written and escaped by the server; text and values are set as text.
"use strict";
(function () {
  const params = new URLSearchParams(location.search);
  const key = params.get("key") || "";
  const app = document.getElementById("app");
  const status = document.getElementById("connection");
  const nodeID = /^w[0-9]+$/;
  let socket = null;
  let retryDelay = 250;
  // Latency of a key typed in a field until the patch that answers it is applied (for the figures).
  const latencies = [];
  let pendingInputAt = null;
  window.__webui = { latencies: latencies, messages: 0, bytesReceived: 0 };

  function connect() {
    const session = sessionStorage.getItem("webui-session");
    let url = "ws://" + location.host + "/socket?key=" + encodeURIComponent(key);
    if (session) url += "&session=" + encodeURIComponent(session);
    socket = new WebSocket(url);
    socket.onopen = function () {
      retryDelay = 250;
      status.textContent = "";
    };
    socket.onmessage = function (message) {
      window.__webui.messages += 1;
      window.__webui.bytesReceived += message.data.length;
      const data = JSON.parse(message.data);
      if (Array.isArray(data)) {
        apply(data);
      } else {
        sessionStorage.setItem("webui-session", data.session);
        app.innerHTML = data.page;
        apply(data.patches);
      }
      if (pendingInputAt !== null) {
        latencies.push(performance.now() - pendingInputAt);
        pendingInputAt = null;
      }
      document.documentElement.dataset.ready = "true";
    };
    socket.onclose = function () {
      status.textContent = "Reconnecting…";
      setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 5000);
    };
  }

  function focusTarget(element) {
    if (element.matches("input, button, select, textarea")) return element;
    return element.querySelector("input, button:not([disabled])") || element;
  }

  function apply(patches) {
    const active = document.activeElement;
    const activeID = active && active.id;
    let focused = false;
    for (const patch of patches) {
      const element = patch.id ? document.getElementById(patch.id) : null;
      switch (patch.op) {
        case "replace":
          if (element) element.outerHTML = patch.html;
          break;
        case "append":
          if (element) element.insertAdjacentHTML("beforeend", patch.html);
          break;
        case "remove":
          if (element) element.remove();
          break;
        case "text":
          if (element) element.textContent = patch.text;
          break;
        case "attribute":
          if (!element) break;
          if (patch.value === null) element.removeAttribute(patch.name);
          else element.setAttribute(patch.name, patch.value);
          break;
        case "value":
          if (element && element.value !== patch.text) element.value = patch.text;
          break;
        case "focus":
          if (element) {
            focusTarget(element).focus();
            focused = true;
          }
          break;
        case "title":
          document.title = patch.text;
          break;
      }
    }
    // A replaced element loses the focus: give it back to the element of the same id.
    if (!focused && activeID && document.activeElement !== active) {
      const again = document.getElementById(activeID);
      if (again) focusTarget(again).focus();
    }
  }

  function send(event) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
  }

  // The view an element belongs to: the nearest element with a view's id.
  function nodeOf(element) {
    while (element && !(element.id && nodeID.test(element.id))) element = element.parentElement;
    return element;
  }

  function indexOf(element) {
    const button = element.closest("[data-index]");
    return button ? Number(button.dataset.index) : undefined;
  }

  document.addEventListener("click", function (event) {
    const button = event.target.closest("button");
    if (!button || button.disabled) return;
    const node = nodeOf(button);
    if (node) send({ t: "activate", id: node.id, i: indexOf(button) });
  });

  document.addEventListener("input", function (event) {
    const node = nodeOf(event.target);
    if (!node || (event.target.tagName !== "INPUT" && event.target.tagName !== "TEXTAREA")) return;
    pendingInputAt = performance.now();
    send({ t: "input", id: node.id, v: event.target.value });
  });

  document.addEventListener("focusin", function (event) {
    const node = nodeOf(event.target);
    if (node) send({ t: "focus", id: node.id, i: indexOf(event.target) });
  });

  document.addEventListener("keydown", function (event) {
    const target = event.target;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // In a textarea Enter is a new line; only Escape leaves it for the screen.
    if (target.tagName === "TEXTAREA") {
      if (event.key === "Escape") send({ t: "key", k: "Escape" });
      return;
    }
    if (target.tagName === "INPUT") {
      if (event.key === "Enter") {
        event.preventDefault();
        const node = nodeOf(target);
        if (node) send({ t: "submit", id: node.id });
      } else if (event.key === "Escape" || event.key === "F12") {
        // F12 opens the stream inspector from a field too, so you can type and watch.
        if (event.key === "F12") event.preventDefault();
        send({ t: "key", k: event.key });
      }
      return;
    }
    // ↑/↓ move between the rows of a list, ←/→ between segments, Home/End to the first and
    // last: the rows are buttons.
    const group = target.closest("ul.list, .segments, [role=tablist]");
    const moves = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    if (group && event.key in moves) {
      const buttons = Array.from(group.querySelectorAll("button:not([disabled])"));
      const index = buttons.indexOf(target.closest("button")) + moves[event.key];
      const next = buttons[Math.max(0, Math.min(buttons.length - 1, index))];
      if (next && next !== target) {
        next.focus();
        event.preventDefault();
      }
      return;
    }
    // Enter and Space press the focused button (the browser's own); other keys go to the screen.
    if (target.tagName === "BUTTON" && (event.key === "Enter" || event.key === " ")) return;
    if (event.key === "F12") event.preventDefault();
    if (event.key.length === 1 || event.key === "Escape" || /^F[0-9]+$/.test(event.key)) {
      if (event.key !== "Tab") send({ t: "key", k: event.key });
    }
  });

  connect();
})();
