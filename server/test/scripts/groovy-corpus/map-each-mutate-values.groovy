def prices = [a: 1.00, b: 2.50]
prices.each { k, v -> prices[k] = v * 2 }
println prices
prices.keySet().each { prices[it] += 1 }
println prices
