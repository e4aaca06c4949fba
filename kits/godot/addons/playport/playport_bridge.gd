class_name PlayportBridge
extends RefCounted
## Talks to the global `Playport` of playport.js through JavaScriptBridge: HELPER (evaluated once in
## the page) calls the SDK and answers through two callbacks made with JavaScriptBridge.create_callback,
## with plain strings and numbers (ids, JSON text), which cross the bridge as Godot values.
## https://docs.godotengine.org/en/stable/classes/class_javascriptbridge.html

signal event_received(event_name: String, payload: Dictionary)

## The page side. Answers always arrive after the call returns (in a promise reaction), so the GDScript
## side is already awaiting.
const HELPER := """
(function () {
  if (window.playportGodot) return;
  var client = null;
  function answer(callback, id, ok, value, error) {
    Promise.resolve().then(function () {
      if (ok) callback(id, true, JSON.stringify(value === undefined ? null : value), '', '', '');
      else callback(id, false, '', (error && error.code) || 'Unknown', (error && error.message) || String(error), (error && error.field) || '');
    });
  }
  window.playportGodot = {
    start: function (id, optionsJson, eventsJson, onReply, onEvent) {
      if (typeof Playport === 'undefined') {
        return answer(onReply, id, false, null, { code: 'NotSupported', message: 'playport.js is not loaded on this page' });
      }
      var options;
      try {
        options = JSON.parse(optionsJson || '{}');
      } catch (e) {
        return answer(onReply, id, false, null, { code: 'InvalidParams', message: 'The options are not valid JSON: ' + e.message });
      }
      Playport.init(options).then(function (c) {
        client = c;
        JSON.parse(eventsJson).forEach(function (name) {
          c.on(name, function (payload) {
            onEvent(name, JSON.stringify(payload === undefined ? null : payload));
          });
        });
        answer(onReply, id, true, { mode: c.mode });
      }, function (error) {
        answer(onReply, id, false, null, error);
      });
    },
    send: function (id, method, paramsJson, onReply) {
      if (!client) return answer(onReply, id, false, null, { code: 'NotConnected', message: 'Call init() and wait for it first' });
      var params;
      try {
        params = paramsJson ? JSON.parse(paramsJson) : undefined;
      } catch (e) {
        return answer(onReply, id, false, null, { code: 'InvalidParams', message: 'The params are not valid JSON: ' + e.message });
      }
      client.call(method, params).then(function (result) {
        answer(onReply, id, true, result);
      }, function (error) {
        answer(onReply, id, false, null, error);
      });
    },
    stop: function () {
      if (client) client.destroy();
      client = null;
    }
  };
})();
"""


## One call waiting for its answer.
class PendingCall:
	extends RefCounted
	signal done(result: PlayportResult)
	var id := 0


var mode := ""
var _helper: JavaScriptObject = null
# JavaScriptBridge.create_callback: the references must be kept for as long as JavaScript may call them.
var _on_reply: JavaScriptObject = null
var _on_event: JavaScriptObject = null
var _next_id := 0
var _pending := {}


func init(options: Dictionary, events: Array[String]) -> PlayportResult:
	if not OS.has_feature("web"):
		return PlayportResult.failure("NotSupported", "Playport runs in web exports only")
	if _helper == null:
		JavaScriptBridge.eval(HELPER, true)
		_helper = JavaScriptBridge.get_interface("playportGodot")
		_on_reply = JavaScriptBridge.create_callback(_reply)
		_on_event = JavaScriptBridge.create_callback(_event)
	var pending := _start()
	_helper.start(pending.id, JSON.stringify(options), JSON.stringify(events), _on_reply, _on_event)
	var result: PlayportResult = await pending.done
	if result.ok:
		mode = str(result.data.get("mode", ""))
	return result


func call_method(method: String, params: Variant) -> PlayportResult:
	if _helper == null:
		return PlayportResult.failure("NotConnected", "Call init() and wait for it first")
	var pending := _start()
	_helper.send(pending.id, method, "" if params == null else JSON.stringify(params), _on_reply)
	return await pending.done


func stop() -> void:
	if _helper != null:
		_helper.stop()


func _start() -> PendingCall:
	var pending := PendingCall.new()
	pending.id = _next_id
	_next_id += 1
	_pending[pending.id] = pending
	return pending


# JavaScript calls: (id, ok, json, code, message, field).
func _reply(args: Array) -> void:
	var id := int(args[0])
	if not _pending.has(id):
		return
	var pending: PendingCall = _pending[id]
	_pending.erase(id)
	var result: PlayportResult
	if args[1]:
		result = PlayportResult.success(JSON.parse_string(str(args[2])))
	else:
		result = PlayportResult.failure(str(args[3]), str(args[4]), str(args[5]))
	pending.done.emit(result)


# JavaScript calls: (name, json).
func _event(args: Array) -> void:
	var payload: Variant = JSON.parse_string(str(args[1]))
	event_received.emit(str(args[0]), payload if payload is Dictionary else {})
