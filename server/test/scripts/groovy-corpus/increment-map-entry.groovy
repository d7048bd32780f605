def counts = [a: 0]
counts.a++
counts['a']++
println counts
