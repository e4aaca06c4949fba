@tool
extends EditorPlugin
## Registers the Playport autoload while the add-on is enabled.


func _enter_tree() -> void:
	add_autoload_singleton("Playport", "res://addons/playport/playport.gd")


func _exit_tree() -> void:
	remove_autoload_singleton("Playport")
