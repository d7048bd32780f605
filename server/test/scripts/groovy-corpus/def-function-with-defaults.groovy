def greet(name, greeting = 'Hello') {
  "$greeting, $name!"
}
println greet('Ann')
println greet('Bob', 'Hi')
