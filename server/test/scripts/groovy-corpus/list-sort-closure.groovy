def people = [[name: 'Zoe', age: 31], [name: 'Al', age: 25], [name: 'Mia', age: 28]]
println people.sort { it.age }.collect { it.name }
println people.sort { it.name }.collect { it.name }
