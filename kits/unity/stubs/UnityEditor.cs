// Declarations of the UnityEditor members the kit's editor scripts use (see UnityEngine.cs).
using System;

namespace UnityEditor
{
    public enum PlayModeStateChange { EnteredEditMode, ExitingEditMode, EnteredPlayMode, ExitingPlayMode }

    public static class EditorApplication
    {
        public static event Action<PlayModeStateChange> playModeStateChanged;

        internal static void Raise(PlayModeStateChange change) => playModeStateChanged?.Invoke(change);
    }

    [AttributeUsage(AttributeTargets.Class)]
    public sealed class InitializeOnLoadAttribute : Attribute { }

    [AttributeUsage(AttributeTargets.Method, AllowMultiple = true)]
    public sealed class MenuItem : Attribute
    {
        public MenuItem(string itemName) { }
    }

    public static class EditorPrefs
    {
        public static int GetInt(string key, int defaultValue) => defaultValue;

        public static void SetInt(string key, int value) { }
    }

    public class EditorWindow : UnityEngine.ScriptableObject
    {
        public UnityEngine.GUIContent titleContent;

        public static T GetWindow<T>(string title) where T : EditorWindow, new() => new T();

        public void Show() { }
    }

    public static class EditorGUILayout
    {
        public static Enum EnumPopup(string label, Enum selected) => selected;

        public static void HelpBox(string message, MessageType type) { }
    }

    public enum MessageType { None, Info, Warning, Error }

    public static class EditorUtility
    {
        public static bool DisplayDialog(string title, string message, string ok) => true;
    }

    public static class AssetDatabase
    {
        public static void Refresh() { }
    }
}
