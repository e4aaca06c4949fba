class_name PlayportResult
extends RefCounted
## The answer of a Playport call: `ok` and `data` (the result as a Dictionary), or the error's
## `error_code` (one of the SDK's ErrorCode values), `error_message` and, for InvalidParams, `error_field`.

var ok := false
var data: Variant = null
var error_code := ""
var error_message := ""
var error_field := ""


static func success(value: Variant) -> PlayportResult:
	var result := PlayportResult.new()
	result.ok = true
	result.data = value
	return result


static func failure(code: String, message: String, field: String = "") -> PlayportResult:
	var result := PlayportResult.new()
	result.error_code = code
	result.error_message = message
	result.error_field = field
	return result


func _to_string() -> String:
	if ok:
		return "ok: %s" % JSON.stringify(data)
	if error_field != "":
		return "%s (%s): %s" % [error_code, error_field, error_message]
	return "%s: %s" % [error_code, error_message]
