document.getElementById("root")!.textContent = "demo";
