def prices = [a: 1.5, b: 2]
println prices.collectEntries { k, v -> [k.toUpperCase(), v * 2] }
