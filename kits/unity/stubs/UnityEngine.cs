// Declarations of the UnityEngine members the kit uses, so that Mono's mcs can compile the kit
// without Unity. Signatures follow Unity's scripting reference; bodies only do what the tests need.
using System;
using System.Collections.Generic;

namespace UnityEngine
{
    public class Object
    {
        public string name;

        public static void DontDestroyOnLoad(Object target) { }

        public static void Destroy(Object obj) { }

        public static implicit operator bool(Object exists) => !ReferenceEquals(exists, null);
    }

    public class Component : Object
    {
        public GameObject gameObject { get; internal set; }
    }

    public class Behaviour : Component
    {
        public bool enabled = true;
    }

    public class MonoBehaviour : Behaviour
    {
    }

    public class ScriptableObject : Object
    {
    }

    public sealed class GameObject : Object
    {
        private static readonly List<GameObject> all = new List<GameObject>();
        private readonly List<Component> components = new List<Component>();

        public GameObject(string name)
        {
            this.name = name;
            all.Add(this);
        }

        public static GameObject Find(string name) => all.Find(g => g.name == name);

        public T AddComponent<T>() where T : Component, new()
        {
            var c = new T { gameObject = this };
            components.Add(c);
            return c;
        }

        public T GetComponent<T>() where T : Component => (T)components.Find(c => c is T);
    }

    public static class Debug
    {
        public static void Log(object message) => Console.WriteLine(message);

        public static void LogWarning(object message) => Console.WriteLine(message);

        public static void LogError(object message) => Console.Error.WriteLine(message);
    }

    public static class Application
    {
        public static bool isEditor => true;
    }

    public class Rect
    {
        public Rect(float x, float y, float width, float height) { }
    }

    public static class GUILayout
    {
        public static void Label(string text) { }

        public static bool Button(string text) => false;

        public static void BeginArea(Rect screenRect) { }

        public static void EndArea() { }
    }

    public sealed class GUIContent
    {
        public GUIContent(string text) { }
    }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class SerializeField : Attribute { }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class TooltipAttribute : Attribute
    {
        public TooltipAttribute(string tooltip) { }
    }
}
