// Editor side of the kit: Window > Playport picks the mock's scripted outcomes for play mode, and
// Playport > Install WebGL Template copies the template into Assets/WebGLTemplates/Playport.
using System;
using System.IO;
using UnityEditor;
using UnityEngine;

namespace Playport.Editor
{
    /// <summary>Chooses how ads, purchases and sign-in end in the editor's play mode.</summary>
    [InitializeOnLoad]
    public sealed class PlayportMockWindow : EditorWindow
    {
        private const string AdKey = "Playport.Mock.Ad";
        private const string PurchaseKey = "Playport.Mock.Purchase";
        private const string SignInKey = "Playport.Mock.SignIn";

        static PlayportMockWindow()
        {
            Load();
            EditorApplication.playModeStateChanged += change =>
            {
                if (change == PlayModeStateChange.ExitingEditMode) Load();
            };
        }

        /// <summary>Applies the saved outcomes to <see cref="PlayportMock.Shared"/>.</summary>
        public static void Load()
        {
            PlayportMock.Shared.Ad = (MockAd)EditorPrefs.GetInt(AdKey, (int)MockAd.Finished);
            PlayportMock.Shared.Purchase = (MockPurchase)EditorPrefs.GetInt(PurchaseKey, (int)MockPurchase.Paid);
            PlayportMock.Shared.SignIn = (MockSignIn)EditorPrefs.GetInt(SignInKey, (int)MockSignIn.Registered);
        }

        [MenuItem("Window/Playport/Mock Outcomes")]
        public static void Open()
        {
            var window = GetWindow<PlayportMockWindow>("Playport");
            window.Show();
        }

        private void OnGUI()
        {
            var s = PlayportMock.Shared;
            EditorGUILayout.HelpBox("In play mode the Playport client answers from this mock; WebGL builds talk to the real host.", MessageType.Info);
            s.Ad = (MockAd)EditorGUILayout.EnumPopup("Ads", s.Ad);
            s.Purchase = (MockPurchase)EditorGUILayout.EnumPopup("Purchases", s.Purchase);
            s.SignIn = (MockSignIn)EditorGUILayout.EnumPopup("Sign-in", s.SignIn);
            EditorPrefs.SetInt(AdKey, (int)s.Ad);
            EditorPrefs.SetInt(PurchaseKey, (int)s.Purchase);
            EditorPrefs.SetInt(SignInKey, (int)s.SignIn);
        }
    }

    /// <summary>Copies the package's WebGL template into the project, where Unity looks for templates.</summary>
    public static class PlayportTemplateInstaller
    {
        public const string PackageName = "com.playport.sdk";
        public const string Target = "Assets/WebGLTemplates/Playport";

        [MenuItem("Playport/Install WebGL Template")]
        public static void Install()
        {
            // Path.GetFullPath resolves a package's virtual path to its folder on disk, wherever it is
            // installed (https://docs.unity3d.com/Manual/upm-assets.html).
            var source = Path.GetFullPath($"Packages/{PackageName}/WebGLTemplates~/Playport");
            if (!Directory.Exists(source))
            {
                EditorUtility.DisplayDialog("Playport", "The template was not found in " + source, "OK");
                return;
            }
            Copy(source, Target);
            AssetDatabase.Refresh();
            Debug.Log($"Playport: WebGL template installed in {Target}. Pick it in Player Settings > Resolution and Presentation, and put playport.js next to its index.html.");
        }

        private static void Copy(string from, string to)
        {
            Directory.CreateDirectory(to);
            foreach (var file in Directory.GetFiles(from)) File.Copy(file, Path.Combine(to, Path.GetFileName(file)), true);
            foreach (var dir in Directory.GetDirectories(from)) Copy(dir, Path.Combine(to, Path.GetFileName(dir)));
        }
    }
}
