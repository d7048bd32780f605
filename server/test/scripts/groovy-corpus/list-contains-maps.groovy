def seen = [[id: 1], [id: 2]]
println seen.contains([id: 2])
println([id: 3] in seen)
println seen.indexOf([id: 2])
