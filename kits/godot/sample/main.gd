extends VBoxContainer
## Connects to the host, then offers a rewarded ad, a purchase and a sign-in, and shows each answer
## and the host's events.

var _status := Label.new()
var _events := Label.new()


func _ready() -> void:
	add_child(_status)
	add_child(_events)
	for entry in [["Rewarded ad", _show_ad], ["Buy 100 gems", _buy], ["Sign in", _sign_in]]:
		var button := Button.new()
		button.text = entry[0]
		button.pressed.connect(entry[1])
		add_child(button)
	Playport.ads_finished.connect(func(payload: Dictionary) -> void: _events.text = "AdsFinished (%s)" % payload.type)
	Playport.language_changed.connect(func(payload: Dictionary) -> void: _events.text = "Language: %s" % payload.language)
	_status.text = "Connecting…"
	var connected := await Playport.init()
	if not connected.ok:
		_status.text = "Init failed: %s" % connected
		return
	var info := await Playport.get_info()
	await Playport.loading_ready()
	_status.text = "Connected (%s) to %s" % [Playport.mode, info.data.game if info.ok else "?"]


func _show_ad() -> void:
	var shown := await Playport.ads_show_video()
	_status.text = "Reward granted" if shown.ok and shown.data.outcome == "finished" else "No reward: %s" % shown


func _buy() -> void:
	var bought := await Playport.buy_product("gems_100", {"productNameHint": "100 gems"})
	if bought.ok:
		_status.text = "Bought: %s" % bought.data.transactionId
	elif bought.error_code == "UserCancelled":
		_status.text = "Purchase cancelled"
	else:
		_status.text = "Purchase failed: %s" % bought


func _sign_in() -> void:
	var signed := await Playport.authenticate_user()
	_status.text = "Signed in as %s" % signed.data.userId if signed.ok and signed.data.authenticated else "Not signed in: %s" % signed
